import { LinkPage } from '@/features/kids/components/link-page';

export default LinkPage;
