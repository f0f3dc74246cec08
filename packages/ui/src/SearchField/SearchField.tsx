import { SearchIcon } from '../icons';
import { TextField, type TextFieldProps } from '../TextField';

/** Props of SearchField: a TextField's, but for its type and its icon. */
export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'startAdornment'>;

/**
 * A search box: a search field with the magnifier at its start, a little larger when the label is hidden and the box
 * stands alone in a toolbar.
 */
export function SearchField({ labelHidden, ...rest }: SearchFieldProps) {
  return <TextField type="search" labelHidden={labelHidden} startAdornment={<SearchIcon size={labelHidden ? 18 : 16} />} {...rest} />;
}
