export { Tag, TagList, type TagListProps, type TagProps, type TagTone } from './TagList';
