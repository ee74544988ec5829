import { PrivacyPage } from '@/features/privacy/components/privacy-page';

export default PrivacyPage;
