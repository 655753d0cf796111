export { Section, type SectionProps } from './Section';
export { Container } from '../shared';
