import sys

from invoice_env.bench.run import main

sys.exit(main())
