import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeModeProvider } from '../ui/theme';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <ThemeModeProvider>
        <p>Kero</p>
      </ThemeModeProvider>
    </StrictMode>,
  );
}
void start();
