import { ErrorBoundary, LocationProvider, Route, Router, lazy, useLocation } from 'preact-iso';
import { useEffect } from 'preact/hooks';
import { Layout } from './components/layout';
import { BASE, links } from './links';
import { FileBrowser } from './pages/file-browser';
import { FileSets } from './pages/file-sets';
import { NotFound } from './pages/not-found';
import { SignIn } from './pages/sign-in';
import { client } from './session';

// The file pages are where people land; the rest loads when first opened.
const DataFiles = lazy(() => import('./pages/data-files').then((m) => m.DataFiles));
const DataFilePage = lazy(() => import('./pages/data-file').then((m) => m.DataFilePage));
const Streams = lazy(() => import('./pages/streams').then((m) => m.Streams));
const StreamPage = lazy(() => import('./pages/stream').then((m) => m.StreamPage));
const Playground = lazy(() => import('./pages/playground').then((m) => m.Playground));
const Tokens = lazy(() => import('./pages/tokens').then((m) => m.Tokens));

/** /console and /console/ open the file sets. */
function Home() {
  const { route } = useLocation();
  useEffect(() => route(links.fileSets(), true), [route]);
  return null;
}

export function App() {
  return <LocationProvider scope={BASE}>{client.value === null ? <SignIn /> : <SignedIn />}</LocationProvider>;
}

function SignedIn() {
  return (
    <Layout>
      <ErrorBoundary>
        <Router>
          <Route path={BASE} component={Home} />
          <Route path={`${BASE}/`} component={Home} />
          <Route path={`${BASE}/filesets`} component={FileSets} />
          <Route path={`${BASE}/filesets/:filesetId`} component={FileBrowser} />
          <Route path={`${BASE}/data-files`} component={DataFiles} />
          <Route path={`${BASE}/data-files/:dataFileId`} component={DataFilePage} />
          <Route path={`${BASE}/streams`} component={Streams} />
          <Route path={`${BASE}/streams/:streamId`} component={StreamPage} />
          <Route path={`${BASE}/ai`} component={Playground} />
          <Route path={`${BASE}/tokens`} component={Tokens} />
          <Route default component={NotFound} />
        </Router>
      </ErrorBoundary>
    </Layout>
  );
}
