import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const StyledField = styled.div<{ $fullWidth?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 0;
`;

export const StyledLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const StyledRequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: ${({ theme }) => theme.spacing(0.5)};
`;

export const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledErrorText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger};
`;
