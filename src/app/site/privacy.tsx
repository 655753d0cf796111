// Entry of the prerendered privacy page: the layout first, then the page, then hydration.
import { mountSite } from './mount';
import PrivacyPage from '../../features/site/pages/PrivacyPage';

mountSite(PrivacyPage);
