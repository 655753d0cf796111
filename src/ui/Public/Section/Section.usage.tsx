import { Section } from '../Section';

export function Usage() {
  return (
    <Section id="mission" eyebrow="About us" title="Our Mission" intro="Safe, reliable, affordable, tech-driven urban mobility." tone="muted">
      <p>Empowering local drivers and making Lagos a model for intelligent transport in Africa.</p>
    </Section>
  );
}
