import { useState } from 'react';
import { Header } from '../Header';

export function Usage() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Header adminTitle="Kero Admin" adminEmail="admin@kero.ng" menuOpen={menuOpen}
      onMenuClick={() => setMenuOpen((o) => !o)} sidebarId="console-sidebar" />
  );
}
