/** The console's addresses, in one place (the router's paths are in app.tsx). */
export const BASE = '/console';

export const links = {
  fileSets: () => `${BASE}/filesets`,
  browser: (filesetId: string, directory = '') =>
    `${BASE}/filesets/${encodeURIComponent(filesetId)}${directory ? `?dir=${encodeURIComponent(directory)}` : ''}`,
  dataFiles: () => `${BASE}/data-files`,
  dataFile: (id: number) => `${BASE}/data-files/${id}`,
  streams: () => `${BASE}/streams`,
  stream: (id: number) => `${BASE}/streams/${id}`,
  playground: () => `${BASE}/ai`,
  tokens: () => `${BASE}/tokens`,
};
