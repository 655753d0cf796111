export { SplitFeature, type SplitFeatureProps } from './SplitFeature';
