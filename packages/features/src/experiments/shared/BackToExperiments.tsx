import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { experimentTexts } from '../texts';

/** The back button of the boards: to the lab index (spec 3 §2). */
export function BackToExperiments() {
  return (
    <ButtonLink to={getHref('experiments')} variant="secondary" icon="←">
      {experimentTexts.backToExperiments}
    </ButtonLink>
  );
}
