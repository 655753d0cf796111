import { confirmDelete, showAlert } from '../Alert';

export async function deleteWithConfirmation(remove: () => Promise<string>) {
  if (!(await confirmDelete())) return; // "Are you sure?" / "Yes, delete it!"
  const message = await remove();
  // Server text goes in `text`: sweetalert2 never renders it as markup.
  await showAlert({ icon: 'success', title: 'Deleted!', text: message, timer: 1500, showConfirmButton: false });
}
