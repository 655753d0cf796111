export { Chart, type ChartProps, type ChartTone } from './Chart';
export { describeChart, type ChartSeries } from './chartModel';
