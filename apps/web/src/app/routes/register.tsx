import { RegisterForm } from '@/features/auth/components/register-form';

export default RegisterForm;
