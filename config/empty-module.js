// Stands in for modules the H5 build leaves out (see config/index.ts, h5.webpackChain).
