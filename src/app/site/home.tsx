// Entry of the prerendered home page: the layout first, then the page, then hydration.
import { mountSite } from './mount';
import HomePage from '../../features/site/pages/HomePage';

mountSite(HomePage);
