export type { CheckListProps } from './check-list'
export { CheckList, checkListVariants } from './check-list'
