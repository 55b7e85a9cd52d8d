import { ReplayPage } from '../features/replay/ReplayPage';
import { replay } from './replay';

/** The support replay view, replaying through the app's root reducer. */
export default function ReplayRoute() {
  return <ReplayPage replay={replay} />;
}
