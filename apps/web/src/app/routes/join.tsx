import { JoinPage } from '@/features/invites/components/join-page';

export default JoinPage;
