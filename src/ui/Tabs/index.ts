export { Tabs, TabPanel, SegmentedControl, tabId, panelId, type TabsProps, type TabItem, type TabPanelProps, type SegmentedControlProps } from './Tabs';
