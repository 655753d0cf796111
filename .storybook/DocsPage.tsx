import { Controls, Description, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';

/**
 * Usage examples: `src/ui/X/X.usage.tsx` beside `X.stories.tsx`. They are real modules, type-checked
 * and linted like the rest, so an example cannot drift from the component's props (CONTRIBUTING.md).
 */
const usages = import.meta.glob<string>('../src/ui/**/*.usage.tsx', { query: '?raw', import: 'default', eager: true });

function usageFor(storiesFile: unknown): string | null {
  if (typeof storiesFile !== 'string') return null;
  const key = `../${storiesFile.replace(/^\.\//, '')}`.replace(/\.stories\.tsx$/, '.usage.tsx');
  return usages[key] ?? null;
}

/** The component's usage example, as code. */
function Usage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const code = usageFor(preparedMeta.parameters?.fileName);
  return code ? <Source code={code.trim()} language="tsx" /> : null;
}

/** Storybook's default docs page with the usage example right under the description. */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Usage />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
