// The API base URL must be absolute for Node's fetch; set before any module reads it.
process.env.PRICETOOL_API_URL = process.env.PRICETOOL_API_URL || 'http://pricetool.test/api';
