import { ViewsMenu } from '../ViewsMenu';

export function Usage() {
  return (
    <ViewsMenu
      views={[{ id: 'v1', name: 'Completed in Lekki', isDefault: true, url: `${window.location.origin}/dashboard/rides?q=lekki` }]}
      onApply={(id) => console.info('apply', id)}
      onSave={(name) => console.info('save', name)}
      onRename={(id, name) => console.info('rename', id, name)}
      onDelete={(id) => console.info('delete', id)}
      onSetDefault={(id) => console.info('default', id)}
    />
  );
}
