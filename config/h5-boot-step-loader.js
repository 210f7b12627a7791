/**
 * One step of the H5 start-up (config/h5-boot-loader.js): the module's code is the query of its
 * request, an import statement of Taro's entry and the export of what it binds.
 */
module.exports = function h5BootStepLoader() {
  return decodeURIComponent(this.resourceQuery.slice(1))
}
