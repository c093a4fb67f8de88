declare module "*.css?raw" {
  const css: string;
  export default css;
}
