export { MemberGroups, type MemberGroupsProps } from './MemberGroups';
