import { useId, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { Button } from '../../Button';
import { TextField } from '../../TextField';
import { Container, PlainLink, groupLabel, publicMedia, SocialIcon, type NavItem, type PublicLinkComponent, type SocialNetwork } from '../shared';

export interface FooterLinkGroup {
  /** Heading of the list. */
  title: string;
  links: NavItem[];
}

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name, e.g. "Acme on Instagram". */
  label: string;
  /** Profile address; without one the icon is a placeholder link that goes nowhere. */
  href?: string;
}

export interface NewsletterCopy {
  title: string;
  description?: string;
  /** Accessible name of the e-mail input. */
  inputLabel: string;
  placeholder?: string;
  buttonLabel: string;
}

export interface PublicFooterProps {
  /** The logo; decorative images inside should have `alt=""`. */
  brand: ReactNode;
  /** Accessible name of the logo link. */
  brandLabel: string;
  brandHref?: string;
  /** One or two sentences under the logo. */
  tagline?: ReactNode;
  linkGroups: FooterLinkGroup[];
  social?: SocialLink[];
  /** Accessible name of the social list. */
  socialLabel?: string;
  newsletter?: NewsletterCopy;
  /**
   * Called with the typed address when Subscribe is pressed. Without it the form does nothing at all:
   * no request, no message, the field keeps its text.
   */
  onSubscribe?: (email: string) => void;
  /** Bottom line: copyright and similar. */
  legal?: ReactNode;
  /** Renders internal links (a router adapter); defaults to `<a>`. */
  linkComponent?: PublicLinkComponent;
}

const Root = styled.footer`
  margin-top: auto;
  padding-top: ${tokens.space[12]};
  background: ${tokens.color.surfaceMuted};
  border-top: 1px solid ${tokens.color.border};
  color: ${tokens.color.text};
`;

const Top = styled.div`
  display: grid;
  gap: ${tokens.space[10]};

  ${publicMedia.wide} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 2fr);
    gap: ${tokens.space[12]};
  }
`;

const BrandCol = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  max-width: 380px;
`;

const BrandLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  align-self: flex-start;
  min-height: 44px;
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  text-decoration: none;
  border-radius: ${tokens.radius.md};

  img, svg { display: block; flex: none; }
`;

const Tagline = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.md};
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space[8]} ${tokens.space[6]};

  ${publicMedia.medium} {
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  }
`;

const GroupTitle = styled.h2`
  ${groupLabel}
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  color: ${tokens.color.text};
  text-decoration: none;
  border-radius: ${tokens.radius.sm};

  &:hover { color: ${tokens.color.accentText}; text-decoration: underline; text-underline-offset: 3px; }
`;

const Newsletter = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  margin-top: ${tokens.space[10]};
  padding: ${tokens.space[6]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};

  ${publicMedia.wide} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space[8]};
  }
`;

const NewsletterText = styled.div`
  h2 { margin: 0; font-size: ${tokens.font.size.lg}; font-weight: ${tokens.font.weight.semibold}; }
  p { margin: ${tokens.space[1]} 0 0; color: ${tokens.color.textMuted}; }
`;

const NewsletterRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  width: 100%;

  > :first-child { flex: 1; }

  ${publicMedia.medium} {
    flex-direction: row;
    align-items: flex-end;
  }
  ${publicMedia.wide} { max-width: 460px; }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${tokens.space[4]};
  margin-top: ${tokens.space[10]};
  padding-block: ${tokens.space[6]};
  border-top: 1px solid ${tokens.color.border};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};

  ${publicMedia.medium} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const SocialList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
`;

const SocialAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  transition: color ${tokens.motion.fast}, border-color ${tokens.motion.fast};

  &:hover { color: ${tokens.color.accentText}; border-color: ${tokens.color.accent}; }
`;

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

// Placeholder social links stay on the page: no navigation, no `#` in the address bar.
function stay(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
}

/**
 * Site footer: logo and tagline, link lists, a newsletter form and social icons. The newsletter
 * form only calls `onSubscribe` (if given); it never sends anything by itself.
 */
export function PublicFooter({
  brand,
  brandLabel,
  brandHref = '/',
  tagline,
  linkGroups,
  social = [],
  socialLabel = 'Social media',
  newsletter,
  onSubscribe,
  legal,
  linkComponent = PlainLink,
}: PublicFooterProps) {
  const newsletterTitleId = `${useId().replace(/:/g, '')}-newsletter`;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('email');
    onSubscribe?.(typeof value === 'string' ? value : '');
  };

  return (
    <Root>
      <Container>
        <Top>
          <BrandCol>
            <BrandLink as={linkComponent} href={brandHref} aria-label={brandLabel}>
              {brand}
            </BrandLink>
            {tagline && <Tagline>{tagline}</Tagline>}
          </BrandCol>
          <Groups>
            {linkGroups.map((g) => (
              <nav key={g.title} aria-label={g.title}>
                <GroupTitle>{g.title}</GroupTitle>
                <LinkList>
                  {g.links.map((l) => (
                    <li key={`${l.label}-${l.href}`}>
                      {isExternal(l.href) ? (
                        <FooterLink href={l.href}>{l.label}</FooterLink>
                      ) : (
                        <FooterLink as={linkComponent} href={l.href}>
                          {l.label}
                        </FooterLink>
                      )}
                    </li>
                  ))}
                </LinkList>
              </nav>
            ))}
          </Groups>
        </Top>

        {newsletter && (
          <Newsletter aria-labelledby={newsletterTitleId} onSubmit={onSubmit} noValidate>
            <NewsletterText>
              <h2 id={newsletterTitleId}>{newsletter.title}</h2>
              {newsletter.description && <p>{newsletter.description}</p>}
            </NewsletterText>
            <NewsletterRow>
              <TextField
                label={newsletter.inputLabel}
                hideLabel
                type="email"
                name="email"
                maxLength={254}
                autoComplete="email"
                inputMode="email"
                placeholder={newsletter.placeholder}
              />
              <Button type="submit">{newsletter.buttonLabel}</Button>
            </NewsletterRow>
          </Newsletter>
        )}

        <Bottom>
          <div>{legal}</div>
          {social.length > 0 && (
            <SocialList aria-label={socialLabel}>
              {social.map((s) => (
                <li key={s.network}>
                  {s.href ? (
                    <SocialAnchor href={s.href} aria-label={s.label} target="_blank" rel="noopener noreferrer">
                      <SocialIcon network={s.network} />
                    </SocialAnchor>
                  ) : (
                    <SocialAnchor href="#" aria-label={s.label} onClick={stay}>
                      <SocialIcon network={s.network} />
                    </SocialAnchor>
                  )}
                </li>
              ))}
            </SocialList>
          )}
        </Bottom>
      </Container>
    </Root>
  );
}
