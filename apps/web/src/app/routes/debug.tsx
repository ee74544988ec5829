import { DebugPage } from '@/features/debug/components/debug-page';

export default DebugPage;
