// Entry of the prerendered about page: the layout first, then the page, then hydration.
import { mountSite } from './mount';
import AboutPage from '../../features/site/pages/AboutPage';

mountSite(AboutPage);
