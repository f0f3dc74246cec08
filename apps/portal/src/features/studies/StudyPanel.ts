import { Stack } from '@socios/ui';
import styled from 'styled-components';

/** A block of the study under the stepper or a tab: its parts one under the other, clear of the tab list. */
export const StudyPanel = styled(Stack)`
  padding-top: ${({ theme }) => theme.spacing(4)};
`;
