import { NewProfilePage } from '@/features/profiles/components/new-profile-page';

export default NewProfilePage;
