export { MapFrame, type MapFrameProps, type MapFrameStatus } from './MapFrame';
