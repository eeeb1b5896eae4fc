package zebra

import "flag"

var zebraLogicFile = flag.String("zebralogic", "testdata/zebralogic_sample.jsonl", "ZebraLogic JSONL file for BenchmarkZebraLogic")

var update = flag.Bool("update", false, "rewrite golden files")
