export { Switch, SwitchGroup, type SwitchProps, type SwitchGroupProps } from './Switch';
