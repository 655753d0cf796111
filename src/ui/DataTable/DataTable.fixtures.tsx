import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

/** Example record for stories, tests and the benchmark (the table itself knows nothing of it). */
export interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
  area: string;
  trips: number;
  /** Minor units; null when unknown (sorts last). */
  balance: number | null;
  joined: string;
}

const first = ['Adaeze', 'Babatunde', 'Chinedu', 'Damilola', 'Emeka', 'Folake', 'Gbenga', 'Halima', 'Ifeoma', 'Jide', 'Kemi', 'Lanre', 'Musa', 'Ngozi', 'Olumide', 'Precious', 'Rotimi', 'Sade', 'Tunde', 'Uche', 'Yetunde', 'Zainab'];
const last = ['Adebayo', 'Bello', 'Chukwu', 'Danjuma', 'Eze', 'Fashola', 'Ibrahim', 'Johnson', 'Kalu', 'Lawal', 'Mohammed', 'Nwosu', 'Okafor', 'Okonkwo', 'Olawale', 'Suleiman', 'Uzor', 'Williams'];
const areas = ['Ikeja', 'Lekki', 'Yaba', 'Surulere', 'Victoria Island', 'Ikoyi', 'Ajah', 'Maryland', 'Gbagada', 'Apapa', 'Festac', 'Oshodi'];

/** Deterministic rows (a small LCG, no faker: 60,000 rows build in a few milliseconds). */
export function makePeople(count: number, seed = 7): Person[] {
  let s = seed >>> 0;
  const rnd = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const pick = <V,>(list: readonly V[]) => list[Math.floor(rnd() * list.length)]!;
  const base = Date.UTC(2023, 0, 1);
  const out: Person[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const f = pick(first);
    const l = pick(last);
    out[i] = {
      id: `p${String(i + 1).padStart(6, '0')}`,
      name: `${f} ${l}`,
      email: `${f}.${l}${i}@example.ng`.toLowerCase(),
      phone: `+234 80${Math.floor(rnd() * 10)} ${String(Math.floor(rnd() * 1e7)).padStart(7, '0')}`,
      area: pick(areas),
      trips: Math.floor(rnd() * 400),
      balance: rnd() < 0.08 ? null : Math.floor(rnd() * 5_000_000),
      joined: new Date(base + Math.floor(rnd() * 900) * 86_400_000).toISOString(),
    };
  }
  return out;
}

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

export interface PeopleColumnOptions {
  maskEmail?: boolean;
  maskPhone?: boolean;
  hideBalance?: boolean;
}

/** Columns for `Person`; memoise the result in components. */
export function peopleColumns({ maskEmail = false, maskPhone = false, hideBalance = false }: PeopleColumnOptions = {}): DataTableColumn<Person>[] {
  return [
    { id: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name, searchValue: (p) => p.name, card: 'primary', wrap: true },
    { id: 'email', header: 'Email', cell: (p) => p.email, sortValue: (p) => p.email, searchValue: (p) => p.email, masked: maskEmail, width: '24%' },
    { id: 'phone', header: 'Phone', cell: (p) => p.phone, searchValue: (p) => p.phone, masked: maskPhone },
    { id: 'area', header: 'Area', cell: (p) => p.area, sortValue: (p) => p.area, searchValue: (p) => p.area },
    { id: 'trips', header: 'Trips', cell: (p) => p.trips, sortValue: (p) => p.trips, align: 'end' },
    {
      id: 'balance',
      header: 'Balance',
      cell: (p) => (p.balance === null ? '—' : naira.format(p.balance / 100)),
      sortValue: (p) => p.balance,
      align: 'end',
      hidden: hideBalance,
    },
    { id: 'joined', header: 'Joined Date', cell: (p) => day.format(new Date(p.joined)), sortValue: (p) => p.joined },
  ];
}

/** The people table the DataTable tests render: ids, caption and empty text set; the rest as each test asks. */
export function PeopleTable(props: Omit<DataTableProps<Person>, 'getRowId' | 'caption' | 'emptyText'> & Partial<Pick<DataTableProps<Person>, 'caption' | 'emptyText'>>) {
  return <DataTable<Person> getRowId={(p) => p.id} caption="Riders" emptyText="No riders found" {...props} />;
}
