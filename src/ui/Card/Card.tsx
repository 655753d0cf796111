import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading at the top; the card becomes a `<section>` named by it. */
  title?: ReactNode;
  /** Heading level of the title (2 under a page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the right of the title row (buttons, a switch). */
  actions?: ReactNode;
  /** Inner spacing: `none` for edge-to-edge content such as tables. */
  padding?: 'none' | 'sm' | 'md';
  children?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  min-width: 0;
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.sm};
  padding: ${tokens.space[5]};

  &[data-padding='sm'] { padding: ${tokens.space[3]}; gap: ${tokens.space[3]}; }
  &[data-padding='none'] { padding: 0; gap: 0; overflow: hidden; }
  &[data-padding='none'] > [data-card-header] { padding: ${tokens.space[4]} ${tokens.space[5]}; border-bottom: 1px solid ${tokens.color.border}; }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
`;

/** A surface with border, radius and padding; with a title it is a named `<section>`. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, headingLevel = 2, actions, padding = 'md', children, ...rest },
  ref,
) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Root
      ref={ref as never}
      as={title !== undefined ? 'section' : 'div'}
      aria-labelledby={title !== undefined ? titleId : undefined}
      data-padding={padding}
      {...rest}
    >
      {hasHeader && (
        <Header data-card-header="">
          {title !== undefined && (
            <Title as={`h${headingLevel}`} id={titleId}>
              {title}
            </Title>
          )}
          {actions !== undefined && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Root>
  );
});
