/** Stand-in for @docusaurus/ExecutionEnvironment. */
const ExecutionEnvironment = {
  get canUseDOM() {
    return typeof window !== 'undefined';
  },
};
export default ExecutionEnvironment;
