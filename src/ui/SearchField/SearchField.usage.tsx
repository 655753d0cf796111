import { useState } from 'react';
import { SearchField } from '../SearchField';

export function Usage() {
  const [query, setQuery] = useState('');
  return <SearchField value={query} onChange={setQuery} placeholder="Search riders..." />;
}
