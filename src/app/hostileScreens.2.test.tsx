import { hostileScreenSuite } from './hostileScreens.suite';

hostileScreenSuite(1);
