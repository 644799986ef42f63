// What this plugin uses of nprogress, which ships no types.
declare module 'nprogress' {
  interface NProgress {
    configure(options: {showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
