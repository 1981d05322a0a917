import { PageTitle } from '../components/layout';
import { links } from '../links';

export function NotFound() {
  return (
    <>
      <PageTitle title="Page not found" />
      <p>
        The console has no page at this address. Go to the <a href={links.fileSets()}>file sets</a>.
      </p>
    </>
  );
}
