import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens, media } from '../theme/tokens';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the right (under the title on phones), e.g. "Add New Pricing". */
  actions?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.space[3]} ${tokens.space[4]};
  margin-bottom: ${tokens.space[6]};

  ${media.mobile} { margin-bottom: ${tokens.space[4]}; }
`;

const Text = styled.div`
  min-width: 0;
  flex: 1 1 280px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size['2xl']};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  color: ${tokens.color.text};
  overflow-wrap: anywhere;

  ${media.mobile} { font-size: ${tokens.font.size.xl}; }
`;

const Description = styled.p`
  margin: ${tokens.space[1]} 0 0;
  font-size: ${tokens.font.size.md};
  color: ${tokens.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
`;

/** Top of a console page: the h1, an optional description and actions. */
export function PageHeader({ title, description, actions, ...rest }: PageHeaderProps) {
  return (
    <Root {...rest}>
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
