import { DetailList } from '../DetailList';

export function Usage() {
  return (
    <DetailList
      items={[
        { label: 'Driver', value: 'Tunde Bakare' },
        { label: 'Rider', value: 'Chioma Eze' },
        { label: 'From', value: 'Ikeja City Mall, Alausa', full: true },
      ]}
    />
  );
}
