import type { FileSet } from '@stowage/client';
import { useState } from 'preact/hooks';
import { Dialog } from '../components/dialog';
import { ErrorMessage, Notice } from '../components/status';
import { useLoad } from '../components/use-load';
import { describeError } from '../errors';
import { useClient } from '../session';

/** Create a file set, or edit one's name, description and AI search. */
export function FileSetDialog(props: { open: boolean; fileSet?: FileSet | undefined; onClose: () => void; onDone: () => void }) {
  const client = useClient();
  const editing = props.fileSet;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [aiEnabled, setAiEnabled] = useState(false);
  const [seen, setSeen] = useState<string | null>(null);
  // Fill the fields once each time the dialog opens for a file set (or for a new one).
  const key = props.open ? (editing?.id ?? 'new') : null;
  if (key !== seen) {
    setSeen(key);
    setName(editing?.name ?? '');
    setDescription(editing?.description ?? '');
    setAiEnabled(editing?.aiEnabled ?? false);
  }
  const submit = async () => {
    const body = { name: name.trim(), description, aiEnabled };
    if (editing) await client.api.POST('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId: editing.id } }, body });
    else await client.api.POST('/api/files/v1/filesets', { body });
    props.onDone();
  };
  return (
    <Dialog
      title={editing ? `Edit ${editing.name}` : 'New file set'}
      open={props.open}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel={editing ? 'Save' : 'Create'}
    >
      <label for="fileset-name">Name</label>
      <input id="fileset-name" required maxLength={255} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for="fileset-description">Description</label>
      <textarea id="fileset-description" rows={2} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      <label class="inline">
        <input type="checkbox" checked={aiEnabled} onChange={(e) => setAiEnabled(e.currentTarget.checked)} /> AI search: index the files’
        content for content queries
      </label>
    </Dialog>
  );
}

type Permission = 'READ' | 'EDIT' | 'NONE';

/** Who may read or edit a file set: the current entries, a permission change, a new user, a revoke. */
export function AccessDialog({ fileSet, onClose }: { fileSet: FileSet | undefined; onClose: () => void }) {
  const client = useClient();
  const [userId, setUserId] = useState('');
  const [permission, setPermission] = useState<Permission>('READ');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const access = useLoad(
    async (signal) => {
      if (!fileSet) return null;
      const { data } = await client.api.GET('/api/files/v1/filesets/{filesetId}/access', {
        params: { path: { filesetId: fileSet.id } },
        signal,
      });
      return data!;
    },
    [client, fileSet?.id],
  );
  const grant = async (entityId: number, to: Permission) => {
    if (!fileSet) return;
    setError(null);
    try {
      await client.api.POST('/api/files/v1/filesets/{filesetId}/access', {
        params: { path: { filesetId: fileSet.id } },
        body: { fileSetAccess: [{ entityId, entityType: 'USER', permission: to }] },
      });
      setNotice(to === 'NONE' ? `User ${entityId} no longer has access.` : `User ${entityId} now has ${to}.`);
      access.reload();
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <Dialog title={fileSet ? `Share ${fileSet.name}` : 'Share'} open={fileSet !== undefined} onClose={onClose}>
      <table>
        <caption class="visually-hidden">Who has access</caption>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Permission</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(access.data?.fileSetAccess ?? []).map((entry) => (
            <tr key={entry.entityId}>
              <td>User {entry.entityId}</td>
              <td>{entry.permission}</td>
              <td>
                {entry.permission !== 'OWNER' ? (
                  <button type="button" class="danger" onClick={() => void grant(entry.entityId, 'NONE')}>
                    Revoke
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset>
        <legend>Give a user access</legend>
        <label for="access-user">User id</label>
        <input id="access-user" inputMode="numeric" pattern="[0-9]*" value={userId} onInput={(e) => setUserId(e.currentTarget.value)} />
        <label for="access-permission">Permission</label>
        <select id="access-permission" value={permission} onChange={(e) => setPermission(e.currentTarget.value as Permission)}>
          <option value="READ">READ: see and download</option>
          <option value="EDIT">EDIT: also upload, move and delete files</option>
        </select>
        <button type="button" disabled={!/^[1-9]\d*$/.test(userId)} onClick={() => void grant(Number(userId), permission)}>
          Grant
        </button>
      </fieldset>
      <ErrorMessage error={error ?? access.error} />
      <Notice>{notice}</Notice>
    </Dialog>
  );
}

export function DeleteFileSetDialog(props: { fileSet: FileSet | undefined; onClose: () => void; onDone: () => void }) {
  const client = useClient();
  const set = props.fileSet;
  return (
    <Dialog
      title={set ? `Delete ${set.name}?` : 'Delete'}
      open={set !== undefined}
      onClose={props.onClose}
      danger
      submitLabel="Delete for good"
      onSubmit={async () => {
        if (!set) return;
        await client.api.DELETE('/api/files/v1/filesets/{filesetId}', { params: { path: { filesetId: set.id } } });
        props.onDone();
      }}
    >
      <p>This deletes the file set and its {set?.fileCount.toLocaleString()} files, with their content. It cannot be undone.</p>
    </Dialog>
  );
}
