import { useState } from 'react';
import { Pagination } from '../Pagination';

export function Usage() {
  const [page, setPage] = useState(1);
  // "Showing 10 of 83 results" with Previous / Next.
  return <Pagination variant="results" page={page} pageCount={9} pageRowCount={page === 9 ? 3 : 10} rowCount={83} onPageChange={setPage} />;
}
