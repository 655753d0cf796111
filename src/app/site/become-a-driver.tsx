// Entry of the prerendered become-a-driver page: the layout first, then the page, then hydration.
import { mountSite } from './mount';
import BecomeDriverPage from '../../features/site/pages/BecomeDriverPage';

mountSite(BecomeDriverPage);
