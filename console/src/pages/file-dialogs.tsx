import type { FileEntry } from '@stowage/client';
import { useState } from 'preact/hooks';
import { Dialog } from '../components/dialog';
import { ErrorMessage } from '../components/status';
import { describeError } from '../errors';
import { formatDate, joinPath } from '../format';
import { useClient } from '../session';

interface EntryDialogProps {
  filesetId: string;
  entry: FileEntry | undefined;
  onClose: () => void;
  onDone: () => void;
}

/** Move or rename: the new full path (a directory moves with everything below it). */
export function MoveDialog({ filesetId, entry, onClose, onDone }: EntryDialogProps) {
  const client = useClient();
  const [path, setPath] = useState('');
  const [seen, setSeen] = useState<string | null>(null);
  if ((entry?.id ?? null) !== seen) {
    setSeen(entry?.id ?? null);
    setPath(entry?.path ?? '');
  }
  return (
    <Dialog
      title={entry ? `Move or rename ${entry.name}` : 'Move'}
      open={entry !== undefined}
      onClose={onClose}
      submitLabel="Move"
      onSubmit={async () => {
        if (!entry) return;
        await client.api.POST('/api/files/v1/filesets/{filesetId}/files/{fileId}', {
          params: { path: { filesetId, fileId: entry.id } },
          body: { path: joinPath(path) },
        });
        onDone();
      }}
    >
      <label for="move-path">New path in the file set</label>
      <input id="move-path" required value={path} onInput={(e) => setPath(e.currentTarget.value)} aria-describedby="move-help" />
      <p id="move-help" class="hint">
        Folders are separated by “/”; missing ones are created.
      </p>
    </Dialog>
  );
}

export function DeleteEntryDialog({ filesetId, entry, onClose, onDone }: EntryDialogProps) {
  const client = useClient();
  const folder = entry?.fileType === 'DIRECTORY';
  return (
    <Dialog
      title={entry ? `Delete ${entry.name}?` : 'Delete'}
      open={entry !== undefined}
      onClose={onClose}
      danger
      submitLabel="Delete"
      onSubmit={async () => {
        if (!entry) return;
        await client.api.DELETE('/api/files/v1/filesets/{filesetId}/files/{fileId}', { params: { path: { filesetId, fileId: entry.id } } });
        onDone();
      }}
    >
      <p>
        {folder ? 'The folder and everything in it will be deleted.' : 'The file and its content will be deleted.'} This cannot be undone.
      </p>
    </Dialog>
  );
}

const DAY = 24 * 60 * 60 * 1000;

/** A share link: downloads the file without a token until it expires or is revoked. */
export function ShareDialog({ filesetId, entry, onClose }: Omit<EntryDialogProps, 'onDone'>) {
  const client = useClient();
  const [days, setDays] = useState(7);
  const [link, setLink] = useState<{ token: string; downloadUrl: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [seen, setSeen] = useState<string | null>(null);
  if ((entry?.id ?? null) !== seen) {
    setSeen(entry?.id ?? null);
    setLink(null);
    setState(null);
    setError(null);
  }
  const create = async () => {
    if (!entry) return;
    setError(null);
    try {
      const { data } = await client.api.POST('/api/files/v1/filesets/{filesetId}/files/{fileId}/share', {
        params: { path: { filesetId, fileId: entry.id } },
        body: { expiresAt: Date.now() + days * DAY },
      });
      setLink(data!);
      setState(null);
    } catch (e) {
      setError(describeError(e));
    }
  };
  const revoke = async () => {
    if (!link) return;
    try {
      await client.api.DELETE('/api/files/v1/filesets/{filesetId}/files/share/{token}', {
        params: { path: { filesetId, token: link.token } },
      });
      setLink(null);
      setState('The link was revoked: it no longer downloads.');
    } catch (e) {
      setError(describeError(e));
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.downloadUrl);
      setState('Copied.');
    } catch {
      setState('Copying is not allowed here: select the link and copy it.');
    }
  };
  return (
    <Dialog title={entry ? `Share link for ${entry.name}` : 'Share link'} open={entry !== undefined} onClose={onClose}>
      {link ? (
        <>
          <label for="share-url">Link (works without a token until {formatDate(link.expiresAt)})</label>
          <input id="share-url" readOnly value={link.downloadUrl} onFocus={(e) => e.currentTarget.select()} />
          <div class="actions">
            <button type="button" onClick={() => void copy()}>
              Copy link
            </button>
            <button type="button" class="danger" onClick={() => void revoke()}>
              Revoke link
            </button>
          </div>
        </>
      ) : (
        <div class="inline-form">
          <label for="share-days">Valid for (days)</label>
          <input id="share-days" type="number" min={1} max={365} value={days} onInput={(e) => setDays(Number(e.currentTarget.value))} />
          <button type="button" class="primary" onClick={() => void create()}>
            Create link
          </button>
        </div>
      )}
      <ErrorMessage error={error} />
      {state ? <p role="status">{state}</p> : null}
    </Dialog>
  );
}

/** A new folder in the current one. */
export function NewFolderDialog(props: { filesetId: string; directory: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const client = useClient();
  const [name, setName] = useState('');
  return (
    <Dialog
      title="New folder"
      open={props.open}
      onClose={props.onClose}
      submitLabel="Create"
      onSubmit={async () => {
        await client.files.createDirectory(props.filesetId, joinPath(props.directory, name));
        setName('');
        props.onDone();
      }}
    >
      <label for="folder-name">Folder name</label>
      <input id="folder-name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
    </Dialog>
  );
}
