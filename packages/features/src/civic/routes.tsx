import { WeChooseScreen } from './WeChooseScreen/WeChooseScreen';

/** The `/wechoose` (`/WeChoose`) route's screen. */
export function WeChooseRoute() {
  return <WeChooseScreen />;
}
