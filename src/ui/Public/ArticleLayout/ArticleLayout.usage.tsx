import { ArticleLayout } from '../ArticleLayout';

export function Usage() {
  return (
    <ArticleLayout toc={[{ id: 'collect', label: 'Information we collect' }, { id: 'use', label: 'How we use it' }]}>
      <h2 id="collect">Information we collect</h2>
      <p>Your name, phone number and trip locations.</p>
      <h2 id="use">How we use it</h2>
      <p>To match you with a driver and keep trips safe.</p>
    </ArticleLayout>
  );
}
