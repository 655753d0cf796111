import { StepList } from '../StepList';

export function Usage() {
  return (
    <StepList label="Steps to approval"
      steps={[{ title: 'Sign up', body: 'Verify your email.' }, { title: 'Submit KYC', body: 'Licence and hackney permit.' }, { title: 'Start driving' }]} />
  );
}
